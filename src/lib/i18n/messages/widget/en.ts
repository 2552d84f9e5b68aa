// The Widget section of a project's settings (src/features/widget/components/widget-settings.tsx). The embed's
// own words are the `widgetEmbed` catalogue.
export default {
  'settings.heading': 'Widget',
  'settings.intro':
    'Feedback and updates inside your own product: a launcher on your site opens this project’s widget. Your server signs who the person is, so their votes and posts carry their name.',
  'settings.loading': 'Loading the widget settings',
  'settings.loadFailed': 'The widget settings could not be loaded',
  'settings.somethingWrong': 'Something went wrong.',
  'settings.private':
    'This project is private: its widget does not load anywhere until the project is public.',
  'secret.label': 'Widget secret (shown once: keep it on your server)',
  'secret.hint':
    'Sign identify tokens with it (HS256) on your server. It is not shown again; rotate it to get a new one.',
  'secret.saved': 'I have saved it',
  'off.status': 'The widget is off.',
  'off.turnOn': 'Turn on the widget',
  'linkVerified.label': 'Link verified emails',
  'linkVerified.description':
    '{label} (the whole team, every project): a person your server signs in with the verified address of an existing Parley account becomes that account. Off: every person of your product is a Parley person of their own.',
  'turnOff.title': 'Turn off the widget?',
  'turnOff.description':
    'The widget stops loading on every site at once, and everyone signed in to it is signed out. What people posted stays. Turning it on again makes a new secret.',
  'turnOff.confirm': 'Turn off',
  'turnOff.pending': 'Turning off…',
  'failure.turnOn': 'Could not turn the widget on',
  'failure.turnOff': 'Could not turn the widget off',
  'failure.setting': 'Could not change the setting',
  'failure.save': 'Could not save the widget settings',
  'failure.rotate': 'Could not rotate the secret',
  'form.saved': 'Widget settings saved',
  'form.notAnOrigin': '“{line}” is not an origin: write scheme://host[:port], with no path',
  'form.tooManyOrigins': 'At most {max} origins',
  'form.colourInvalid': 'Choose a colour as #rrggbb',
  'form.noTab': 'Show at least one tab',
  'form.snippet': 'Snippet: paste it into your product’s pages',
  'form.origins': 'Allowed sites',
  'form.originsHelp':
    'One origin per line (scheme://host[:port]), at most {max}. The widget loads on these sites only.',
  'form.position': 'Launcher position',
  'form.bottomRight': 'Bottom right',
  'form.bottomLeft': 'Bottom left',
  'form.colour': 'Launcher colour',
  'form.tabs': 'Tabs',
  'form.tabFeedback': 'Feedback',
  'form.tabUpdates': 'Updates',
  'form.save': 'Save',
  'form.rotate': 'Rotate secret',
  'form.previousSecret': 'The previous secret still verifies tokens until {date}.',
} as const
