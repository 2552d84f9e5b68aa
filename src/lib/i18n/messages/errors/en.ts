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
  // orgs
  'Enter a name for the team': 'Enter a name for the team',
  'Use at least 2 characters': 'Use at least 2 characters',
  'Use at most 48 characters': 'Use at most 48 characters',
  'Use lowercase letters, digits and single dashes between them':
    'Use lowercase letters, digits and single dashes between them',
  'This address is reserved': 'This address is reserved',
  'This address is taken': 'This address is taken',
  'Invalid slug: Use at least 2 characters': 'Invalid slug: Use at least 2 characters',
  'Invalid slug: Use at most 48 characters': 'Invalid slug: Use at most 48 characters',
  'Invalid slug: Use lowercase letters, digits and single dashes between them':
    'Invalid slug: Use lowercase letters, digits and single dashes between them',
  'Invalid slug: This address is reserved': 'Invalid slug: This address is reserved',
  'Organization slug already taken': 'Organization slug already taken',
  'Enter an email address like name@example.com': 'Enter an email address like name@example.com',
  'Team names are 1 to 50 characters': 'Team names are 1 to 50 characters',
  'Team names need at least one letter or digit': 'Team names need at least one letter or digit',
  'A team with this name already exists': 'A team with this name already exists',
  'You have reached the maximum number of organizations':
    'You have reached the maximum number of organizations',
  'User is already a member of this organization': 'User is already a member of this organization',
  'User is already invited to this organization': 'User is already invited to this organization',
  'You are not allowed to invite a user with this role':
    'You are not allowed to invite a user with this role',
  'You are not allowed to invite users to this organization':
    'You are not allowed to invite users to this organization',
  'The last owner cannot leave or be removed. Make someone else an owner first.':
    'The last owner cannot leave or be removed. Make someone else an owner first.',
  'The last owner cannot be demoted. Make someone else an owner first.':
    'The last owner cannot be demoted. Make someone else an owner first.',
  'You cannot leave the organization as the only owner':
    'You cannot leave the organization as the only owner',
  'Invitation not found': 'Invitation not found',
  'You are not the recipient of the invitation': 'You are not the recipient of the invitation',
  'Inviter is no longer a member of the organization': 'Inviter is no longer a member of the organization',
  'Email verification required before accepting or rejecting invitation':
    'Email verification required before accepting or rejecting invitation',
  'Organization not found': 'Organization not found',
  'You are not allowed to access resource: team': 'You are not allowed to access resource: team',
  'The invitation email could not be sent. Please try again.':
    'The invitation email could not be sent. Please try again.',
  'Could not load the members': 'Could not load the members',
  'Could not load the invitations': 'Could not load the invitations',
  // admin
  'Enter a name': 'Enter a name',
  'Use at most 500 characters': 'Use at most 500 characters',
  'Use at most 200 characters': 'Use at most 200 characters',
  'Choose a role': 'Choose a role',
  'The users could not be loaded.': 'The users could not be loaded.',
  'The user could not be loaded.': 'The user could not be loaded.',
  'The sessions could not be loaded.': 'The sessions could not be loaded.',
  'You cannot ban yourself': 'You cannot ban yourself',
  'You cannot impersonate admins': 'You cannot impersonate admins',
  'You cannot remove yourself': 'You cannot remove yourself',
  'User not found': 'User not found',
} as const
