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
  // account (account settings, sessions, API keys, OAuth, webhooks)
  'Enter your current password': 'Enter your current password',
  'This is already your email address': 'This is already your email address',
  'This is not your current password': 'This is not your current password',
  'This is not your password': 'This is not your password',
  'For your security, sign in again before setting a password.':
    'For your security, sign in again before setting a password.',
  'Your sessions could not be loaded.': 'Your sessions could not be loaded.',
  'Session expired. Re-authenticate to perform this action.':
    'Session expired. Re-authenticate to perform this action.',
  "You can't unlink your last account": "You can't unlink your last account",
  'Enter a date like 2027-01-31': 'Enter a date like 2027-01-31',
  'Choose today or a later day': 'Choose today or a later day',
  'Choose a day within the next five years': 'Choose a day within the next five years',
  'Enter a name, such as the integration that will use the key':
    'Enter a name, such as the integration that will use the key',
  'Use at most 80 characters': 'Use at most 80 characters',
  'Choose from the listed scopes': 'Choose from the listed scopes',
  'Choose at least one scope': 'Choose at least one scope',
  'Choose an expiry day from today to five years ahead':
    'Choose an expiry day from today to five years ahead',
  'Choose today or a later day, within the next five years':
    'Choose today or a later day, within the next five years',
  'That project is not in this organization': 'That project is not in this organization',
  'Choose one of the organization’s projects, or all projects':
    'Choose one of the organization’s projects, or all projects',
  'An organization can have at most 50 working API keys. Revoke one you no longer use first.':
    'An organization can have at most 50 working API keys. Revoke one you no longer use first.',
  'API key not found': 'API key not found',
  'Connected app not found': 'Connected app not found',
  'This app is not registered with Parley (unknown client_id).':
    'This app is not registered with Parley (unknown client_id).',
  'The address this app asked to return to is not one it registered.':
    'The address this app asked to return to is not one it registered.',
  'Apps cannot be connected while you are signed in as someone else.':
    'Apps cannot be connected while you are signed in as someone else.',
  'Enter the URL that should receive the events': 'Enter the URL that should receive the events',
  'Use at most 2000 characters': 'Use at most 2000 characters',
  'Enter a valid URL': 'Enter a valid URL',
  'Enter a full URL, such as https://example.com/webhooks':
    'Enter a full URL, such as https://example.com/webhooks',
  'Use an https:// or http:// URL': 'Use an https:// or http:// URL',
  'Use an https:// URL': 'Use an https:// URL',
  'Leave the user name and password out of the URL': 'Leave the user name and password out of the URL',
  'Use at most 300 characters': 'Use at most 300 characters',
  'Choose from the listed events': 'Choose from the listed events',
  'Choose Standard, Slack or Discord': 'Choose Standard, Slack or Discord',
  'Choose at least one event, or all events': 'Choose at least one event, or all events',
  'A chosen project is not in this organization': 'A chosen project is not in this organization',
  'An organization can have at most 25 webhooks. Delete one you no longer use first.':
    'An organization can have at most 25 webhooks. Delete one you no longer use first.',
  'Webhook not found': 'Webhook not found',
  'Delivery not found': 'Delivery not found',
} as const
