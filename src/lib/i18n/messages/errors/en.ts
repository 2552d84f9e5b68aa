// Validation and sign-in refusals, keyed by their English text: schemas, the server and Better Auth speak
// English (tests and API clients read it), and the form's error views translate a sentence they find here.
export default {
  'Enter your email or username': 'Enter your email or username',
  'Enter your password': 'Enter your password',
  'Enter a valid email address': 'Enter a valid email address',
  'Enter your name': 'Enter your name',
  'Use at most 100 characters': 'Use at most 100 characters',
  'Use at least 8 characters': 'Use at least 8 characters',
  'Use at most 128 characters': 'Use at most 128 characters',
  'Use at least 3 characters': 'Use at least 3 characters',
  'Use at most 30 characters': 'Use at most 30 characters',
  'Use lowercase letters, digits, _ and - only': 'Use lowercase letters, digits, _ and - only',
  'This username is reserved': 'This username is reserved',
  'The passwords do not match': 'The passwords do not match',
  'Enter your email address or username': 'Enter your email address or username',
  'Enter your name (at most 100 characters)': 'Enter your name (at most 100 characters)',
  'Use 3–30 lowercase letters, digits, _ and -, not a reserved name':
    'Use 3–30 lowercase letters, digits, _ and -, not a reserved name',
  'Use 8–128 characters': 'Use 8–128 characters',
  'Invalid email or password': 'Invalid email or password',
  'Invalid username or password': 'Invalid username or password',
  'You have been banned from this application. Please contact support if you believe this is an error.':
    'You have been banned from this application. Please contact support if you believe this is an error.',
  'Your email address is not verified yet. We sent you a new link: check your inbox.':
    'Your email address is not verified yet. We sent you a new link: check your inbox.',
  'User already exists.': 'User already exists.',
  'User already exists. Use another email.': 'User already exists. Use another email.',
  'Username is already taken. Please try another.': 'Username is already taken. Please try another.',
  'Password too short': 'Password too short',
  'Password too long': 'Password too long',
  'Invalid email': 'Invalid email',
  'Username is invalid': 'Username is invalid',
  'Username is too short': 'Username is too short',
  'Username is too long': 'Username is too long',
  'Too many attempts. Please wait a moment and try again.':
    'Too many attempts. Please wait a moment and try again.',
  'Something went wrong!': 'Something went wrong!',
  'Could not reach Parley. Check your connection and try again.':
    'Could not reach Parley. Check your connection and try again.',
  // feedback
  'Write a comment first': 'Write a comment first',
  'Comments must be at most 5,000 characters': 'Comments must be at most 5,000 characters',
  'Title must be at least 3 characters': 'Title must be at least 3 characters',
  'Title must be at most 140 characters': 'Title must be at most 140 characters',
  'Details must be at most 10,000 characters': 'Details must be at most 10,000 characters',
  'Choose a board': 'Choose a board',
  'Names are at most 50 characters': 'Names are at most 50 characters',
  'Enter an email or a username': 'Enter an email or a username',
  'Give the board a name': 'Give the board a name',
  'Board names are at most 50 characters': 'Board names are at most 50 characters',
  'Descriptions are at most 300 characters': 'Descriptions are at most 300 characters',
  'Give the status a name': 'Give the status a name',
  'Status names are at most 30 characters': 'Status names are at most 30 characters',
  'Choose a company': 'Choose a company',
  'Enter an email address': 'Enter an email address',
  'Use at most 1000 characters': 'Use at most 1000 characters',
  'Enter a link starting with https://': 'Enter a link starting with https://',
  'Comments on this feedback are locked': 'Comments on this feedback are locked',
  'Only members of the team can write internal notes': 'Only members of the team can write internal notes',
  'Comment not found': 'Comment not found',
  'Only comments can be changed': 'Only comments can be changed',
  'You can only edit your own comments': 'You can only edit your own comments',
  'Feedback not found': 'Feedback not found',
  'Board not found': 'Board not found',
  'Project not found': 'Project not found',
  'Choose a status of this project': 'Choose a status of this project',
  'Others have voted for this feedback, so it can no longer be deleted':
    'Others have voted for this feedback, so it can no longer be deleted',
  'This list position is not valid; reload the list': 'This list position is not valid; reload the list',
  'This list position is not valid; start the list again':
    'This list position is not valid; start the list again',
  'This feedback was merged into another item; continue there':
    'This feedback was merged into another item; continue there',
  'This feedback is held for review: approve or reject it first':
    'This feedback is held for review: approve or reject it first',
  'Not authorized': 'Not authorized',
  'You are not allowed to access resource: feedback': 'You are not allowed to access resource: feedback',
  'Sign in to vote on this board': 'Sign in to vote on this board',
  'You are signed in: vote as yourself': 'You are signed in: vote as yourself',
  'This vote could not be accepted': 'This vote could not be accepted',
  'Too many votes from your network: try again in a few minutes':
    'Too many votes from your network: try again in a few minutes',
  'Too many votes: try again in a few minutes': 'Too many votes: try again in a few minutes',
  'Too many new visitors from your network: sign in to vote, or try again later':
    'Too many new visitors from your network: sign in to vote, or try again later',
  'You are posting feedback too quickly. Please wait a few minutes and try again.':
    'You are posting feedback too quickly. Please wait a few minutes and try again.',
  'You are commenting too quickly. Please wait a few minutes and try again.':
    'You are commenting too quickly. Please wait a few minutes and try again.',
  'This feedback is not merged': 'This feedback is not merged',
  'This project has moved': 'This project has moved',
} as const
