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
  // shell
  'Enter a name': 'Enter a name',
  'Use at most 80 characters': 'Use at most 80 characters',
  'Use at most 2000 characters': 'Use at most 2000 characters',
  'Use at most 280 characters': 'Use at most 280 characters',
  'Use at least 2 characters': 'Use at least 2 characters',
  'Use at most 48 characters': 'Use at most 48 characters',
  'Use lowercase letters, digits and single dashes between them':
    'Use lowercase letters, digits and single dashes between them',
  'This address is reserved': 'This address is reserved',
  'This address is already used by another project': 'This address is already used by another project',
  'Project not found': 'Project not found',
  'Choose an image file (PNG, JPEG, WebP or GIF).': 'Choose an image file (PNG, JPEG, WebP or GIF).',
  'The image is empty.': 'The image is empty.',
  'Choose an image smaller than 1 MB.': 'Choose an image smaller than 1 MB.',
  'Connection lost while action was in flight': 'Connection lost while action was in flight',
  'Are you sure you want to leave? Your changes may not be saved.':
    'Are you sure you want to leave? Your changes may not be saved.',
  'Choose an image smaller than 5 MB.': 'Choose an image smaller than 5 MB.',
  'This image could not be read. Try another file.': 'This image could not be read. Try another file.',
  'This browser cannot resize images.': 'This browser cannot resize images.',
} as const
