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
  // updates
  'Title must be at least 3 characters': 'Title must be at least 3 characters',
  'Title must be at most 140 characters': 'Title must be at most 140 characters',
  'The text must be at most 20,000 characters': 'The text must be at most 20,000 characters',
  'Link at most 50 feedback items': 'Link at most 50 feedback items',
  'Choose when to publish it': 'Choose when to publish it',
  'Choose a time in the future': 'Choose a time in the future',
  'Give the label a name': 'Give the label a name',
  'Label names are at most 30 characters': 'Label names are at most 30 characters',
  'Update not found': 'Update not found',
  // widget
  'At most 20 origins': 'At most 20 origins',
  'Choose a colour as #rrggbb': 'Choose a colour as #rrggbb',
  'Show at least one tab': 'Show at least one tab',
  'The widget is already on': 'The widget is already on',
  'The widget is off': 'The widget is off',
  // chat
  'Give the chat a name': 'Give the chat a name',
  'Chat names are at most 80 characters': 'Chat names are at most 80 characters',
  'The topic can be at most 250 characters': 'The topic can be at most 250 characters',
  'Write a message first': 'Write a message first',
  'Type something to search for': 'Type something to search for',
  'Search for at most 200 characters': 'Search for at most 200 characters',
  'At most 200 members': 'At most 200 members',
  'At most 50 teams': 'At most 50 teams',
  'This chat is archived: unarchive it to post again': 'This chat is archived: unarchive it to post again',
  'This chat is archived: its messages can no longer be changed':
    'This chat is archived: its messages can no longer be changed',
  'The message you are replying to is not in this chat':
    'The message you are replying to is not in this chat',
  'A project keeps at least one chat open to all its members':
    'A project keeps at least one chat open to all its members',
  'You can only edit your own messages': 'You can only edit your own messages',
  'Chat not found': 'Chat not found',
  'Message not found': 'Message not found',
} as const
