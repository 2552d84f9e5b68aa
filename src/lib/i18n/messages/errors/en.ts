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
  // notifications
  'Choose an hour': 'Choose an hour',
  'Choose a time zone': 'Choose a time zone',
  'Choose a time zone from the list': 'Choose a time zone from the list',
  'Working hours must end after they start': 'Working hours must end after they start',
  'Choose at least one working day': 'Choose at least one working day',
  'Choose when the pause ends': 'Choose when the pause ends',
  'Choose a time in the future': 'Choose a time in the future',
  // imports and transfers
  'This project has no statuses; an editor must add one first':
    'This project has no statuses; an editor must add one first',
  'Wait for the runs already under way to finish first.':
    'Wait for the runs already under way to finish first.',
  'Sign in to import a project': 'Sign in to import a project',
  'Choose a CSV file': 'Choose a CSV file',
  'Choose an archive to import': 'Choose an archive to import',
  'Choose the column that holds the titles': 'Choose the column that holds the titles',
  'The API key of this import is gone: start it again': 'The API key of this import is gone: start it again',
  'The archive is empty': 'The archive is empty',
  'The column mapping is not valid': 'The column mapping is not valid',
  'The import has no file': 'The import has no file',
  'The uploaded file is gone: upload it again': 'The uploaded file is gone: upload it again',
} as const
