// Which components React renders while a page loads, commit by commit, and which hook values changed to make
// them render again: how the feedback page's post-hydration re-render was found (docs/performance.md, sixth
// pass). A diagnostic, not a test: it reads React's fibers through the DevTools hook, as React DevTools does.
//
//   npx vite build --minify false && node scripts/postbuild.mjs   (a build whose components keep their names)
//   PORT=3100 npm start                                            (in another terminal)
//   node scripts/hydration-renders.mjs http://localhost:3100/@demo/public-roadmap/feedback
import { chromium } from 'playwright-core'
import { chromiumPath } from './bench-lighthouse.mjs'

const url = process.argv[2]
if (!url) {
  console.error('Usage: node scripts/hydration-renders.mjs <url>')
  process.exit(2)
}
const executablePath = chromiumPath()
if (!executablePath) {
  console.error('No Chromium: apt-get install chromium, or set CHROMIUM_PATH')
  process.exit(2)
}

/** Runs in the page before React loads: records each commit's rendered components and changed hook values. */
function recordCommits() {
  // React sets this flag on a fiber whose component function ran in the render being committed.
  const PERFORMED_WORK = 1
  const commits = []
  window.__parleyCommits = commits
  const nameOf = (fiber) => {
    const type = fiber.type
    if (!type || typeof type === 'string') return null
    return type.displayName || type.name || type.render?.name || type.type?.name || null
  }
  const show = (value) => {
    try {
      return JSON.stringify(value)?.slice(0, 80) ?? String(value)
    } catch {
      return String(value).slice(0, 80)
    }
  }
  const changedHooks = (fiber, name) => {
    const changes = []
    let hook = fiber.memoizedState
    let before = fiber.alternate?.memoizedState
    for (let index = 0; hook && before && typeof hook === 'object' && 'next' in hook; index++) {
      // Effects and refs keep their identity; state, reducers and external stores change it when they update.
      if (hook.queue && hook.memoizedState !== before.memoizedState)
        changes.push(`${name} hook ${index}: ${show(before.memoizedState)} → ${show(hook.memoizedState)}`)
      hook = hook.next
      before = before.next
    }
    return changes
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(1, renderer)
      return 1
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_rendererId, root) {
      const rendered = new Map()
      const causes = []
      const visit = (first) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          const name = nameOf(fiber)
          if (name && fiber.flags & PERFORMED_WORK) {
            rendered.set(name, (rendered.get(name) ?? 0) + 1)
            if (fiber.alternate) causes.push(...changedHooks(fiber, name))
          }
          // Cleared so that the next commit reports only what it rendered itself.
          fiber.flags &= ~PERFORMED_WORK
          if (fiber.alternate) fiber.alternate.flags &= ~PERFORMED_WORK
          visit(fiber.child)
        }
      }
      visit(root.current.child)
      commits.push({ at: Math.round(performance.now()), rendered: [...rendered], causes })
    },
  }
}

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] })
try {
  const page = await browser.newPage()
  await page.addInitScript(recordCommits)
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(4000)
  const commits = await page.evaluate(() => window.__parleyCommits)
  for (const commit of commits) {
    const count = commit.rendered.reduce((sum, [, times]) => sum + times, 0)
    console.log(`\n${commit.at} ms: ${count} components rendered`)
    console.log(
      `  ${commit.rendered.map(([name, times]) => (times > 1 ? `${name}×${times}` : name)).join(', ')}`,
    )
    for (const cause of commit.causes) console.log(`  * ${cause}`)
  }
} finally {
  await browser.close()
}
