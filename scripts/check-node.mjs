// Runs before every npm script: the stack needs Node >= 22.12. The `node` devDependency provides Node 24
// through node_modules/.bin; without it (e.g. `npm install --ignore-scripts`) scripts would silently fall
// back to an older system Node, so fail loudly instead.
const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `\n  Parley needs Node.js >= 22.12, but this script is running on Node ${process.versions.node}.\n` +
      '  Run `npm install` (without --ignore-scripts): it installs Node 24 into node_modules/.bin,\n' +
      '  which npm scripts use automatically. Or install Node 24 yourself.\n',
  )
  process.exit(1)
}
