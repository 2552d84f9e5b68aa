import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { Markdown, type MarkdownVariant } from './markdown'

const render = (source: string, variant: MarkdownVariant = 'full') =>
  renderToStaticMarkup(<Markdown source={source} variant={variant} />)

type Tag = { name: string; attributes: Record<string, string> }

const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** Every element of the rendered markup with its attributes (text is escaped, so `<` only opens tags). */
function tagsOf(html: string): Tag[] {
  return [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g)].map(
    (match) => ({
      name: match[1]!.toLowerCase(),
      attributes: Object.fromEntries(
        [...(match[2] ?? '').matchAll(/\s+([^\s=>/]+)(?:="([^"]*)")?/g)].map((attribute) => [
          attribute[1]!.toLowerCase(),
          decodeEntities(attribute[2] ?? ''),
        ]),
      ),
    }),
  )
}

const allowedTags = new Set(
  'div p a span strong em del code pre ul ol li blockquote h1 h2 h3 h4 h5 h6 hr br img table thead tbody tr th td input sup section'.split(
    ' ',
  ),
)

/** A URL as harmless as the policy promises: http(s), mailto, or relative and staying on the site. */
function isHarmlessUrl(url: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
  if (/[\u0000-\u0020\u007f]/.test(url)) return false
  if (/^[\\/]{2}/.test(url) || url.startsWith('\\')) return false
  if (/^(https?:\/\/[^/\\]|mailto:)/.test(url)) return true
  const colon = url.indexOf(':')
  const delimiter = url.search(/[/?#]/)
  return colon === -1 || (delimiter !== -1 && delimiter < colon)
}

function expectHarmless(html: string) {
  for (const tag of tagsOf(html)) {
    expect(allowedTags, `<${tag.name}> in ${html}`).toContain(tag.name)
    for (const [name, value] of Object.entries(tag.attributes)) {
      expect(name, `attribute ${name} in ${html}`).not.toMatch(/^(on|style$|srcdoc$|formaction$|action$)/)
      if (name === 'href' || name === 'src') expect(isHarmlessUrl(value), `${name}="${value}"`).toBe(true)
    }
  }
  expect(html).not.toMatch(/<(script|iframe|svg|math|object|embed|style|form|meta|base|link|details)\b/i)
}

const xssPayloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  'before <script>alert(1)</script> after',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x]( javascript:alert(1) )',
  '[x](<javascript:alert(1)>)',
  '[x](vbscript:msgbox(1))',
  '[x](VBSCRIPT:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](data:text/html,<script>alert(1)</script>)',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x](data:image/png;base64,iVBORw0KGgo=)',
  '![x](javascript:alert(1))',
  '![x](vbscript:msgbox(1))',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="javascript:alert(1)">x</a>',
  '[x](jav&#x09;ascript:alert(1))',
  '[x](jav&#9;ascript:alert(1))',
  '[x](java%0ascript:alert(1))',
  '[x](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))',
  '[x](&#x6A;avascript:alert(1))',
  '[x](javascript&colon;alert(1))',
  '[x](\u0001javascript:alert(1))',
  '[x](java\u0000script:alert(1))',
  '<javascript:alert(1)>',
  '<vbscript:msgbox(1)>',
  '<data:text/html,alert(1)>',
  '[x][ref]\n\n[ref]: javascript:alert(1)',
  '![x][img]\n\n[img]: data:image/svg+xml,<svg onload=alert(1)>',
  '<div onmouseover="alert(1)">hover</div>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '[x](https://ok.example "t" onclick=alert(1))',
  '![x](https://ok.example/a.png"onerror="alert(1))',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<style>body{display:none}</style>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<details open ontoggle=alert(1)>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '[<img src=x onerror=alert(1)>](https://ok.example)',
  '[x](//evil.example/path)',
  '[x](/\\evil.example)',
  '![x](//evil.example/a.png)',
  '![x](/\\evil.example/a.png)',
  '![x](\\\\evil.example/a.png)',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;script&#62;alert(1)&#60;/script&#62;',
  'www.example.com/<script>alert(1)</script>',
  'https://ok.example/"onmouseover="alert(1)',
  '@alice"onmouseover="alert(1)',
  '| a |\n|---|\n| <img src=x onerror=alert(1)> |',
  '- [ ] <input type="text" onfocus=alert(1) autofocus>',
  '[^1]\n\n[^1]: <script>alert(1)</script>',
]

describe('Markdown: XSS payloads do not survive', () => {
  test.each(xssPayloads)('%s', (payload) => {
    for (const variant of ['full', 'lite'] as const) expectHarmless(render(payload, variant))
  })

  test('the checks can fail: unsanitized markup is caught', () => {
    expect(() => expectHarmless('<img src="x" onerror="alert(1)">')).toThrow()
    expect(() => expectHarmless('<a href="javascript:alert(1)">x</a>')).toThrow()
    expect(() => expectHarmless('<a href="jav\tascript:alert(1)">x</a>')).toThrow()
    expect(() => expectHarmless('<iframe></iframe>')).toThrow()
  })

  test('a refused link keeps its text and loses the link', () => {
    expect(render('[click me](javascript:alert(1))')).toContain('<span>click me</span>')
    expect(render('[click me](javascript:alert(1))')).not.toContain('<a')
  })

  test('raw HTML is not rendered as markup', () => {
    const html = render('Hello <b>bold</b> <em onclick="x">em</em>')
    expect(html).not.toContain('<b>')
    expect(html).not.toContain('onclick')
    expect(html).toContain('bold')
  })
})

describe('Markdown: links and images', () => {
  test('external links open in a new tab, with rel nofollow ugc noopener noreferrer', () => {
    const [link] = tagsOf(render('[site](https://example.com/a?b=1)')).filter((tag) => tag.name === 'a')
    expect(link?.attributes).toEqual({
      href: 'https://example.com/a?b=1',
      rel: 'nofollow ugc noopener noreferrer',
      target: '_blank',
    })
  })

  test('relative and mailto links stay in the tab', () => {
    const links = tagsOf(render('[rel](/o/p) [hash](#top) [mail](mailto:a@example.com)')).filter(
      (tag) => tag.name === 'a',
    )
    expect(links.map((link) => link.attributes)).toEqual([
      { href: '/o/p', rel: 'nofollow ugc noopener noreferrer' },
      { href: '#top', rel: 'nofollow ugc noopener noreferrer' },
      { href: 'mailto:a@example.com', rel: 'nofollow ugc noopener noreferrer' },
    ])
  })

  test('upper-case schemes are kept (and lower-cased); unsafe ones still go', () => {
    const hrefs = tagsOf(
      render('[a](HTTPS://Example.com/A) [b](MailTo:x@example.com) [c](JAVASCRIPT:alert(1))'),
    )
      .filter((tag) => tag.name === 'a')
      .map((tag) => tag.attributes.href)
    expect(hrefs).toEqual(['https://Example.com/A', 'mailto:x@example.com'])
  })

  test('GFM autolinks are links', () => {
    const hrefs = tagsOf(render('see https://example.com and www.example.org')).map(
      (tag) => tag.attributes.href,
    )
    expect(hrefs).toContain('https://example.com')
    expect(hrefs).toContain('http://www.example.org')
  })

  test('images: http(s) and same-origin relative, lazy and bounded', () => {
    const images = tagsOf(render('![a](https://cdn.example/a.png) ![b](/api/files/b.png)')).filter(
      (tag) => tag.name === 'img',
    )
    expect(images.map((image) => image.attributes.src)).toEqual([
      'https://cdn.example/a.png',
      '/api/files/b.png',
    ])
    for (const image of images) {
      expect(image.attributes.loading).toBe('lazy')
      expect(image.attributes.class).toContain('max-w-full')
    }
    expect(images.map((image) => image.attributes.alt)).toEqual(['a', 'b'])
  })

  test('an image with a refused source shows its alt text', () => {
    const html = render('![diagram](data:image/png;base64,AAAA)')
    expect(html).not.toContain('<img')
    expect(html).toContain('diagram')
  })

  test('footnote links point at their footnotes', () => {
    const tags = tagsOf(render('Claim[^1]\n\n[^1]: Source'))
    const ids = new Set(tags.map((tag) => tag.attributes.id).filter(Boolean))
    const anchors = tags.map((tag) => tag.attributes.href).filter((href) => href?.startsWith('#'))
    expect(anchors.length).toBe(2)
    for (const anchor of anchors) expect(ids).toContain(anchor!.slice(1))
  })
})

describe('Markdown: GFM and variants', () => {
  test('full renders headings, lists, tables, task lists, code and quotes', () => {
    const html = render(
      '# Title\n\n- one\n- two\n\n1. first\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n> quote\n\n```\ncode\n```\n\n~~gone~~',
    )
    for (const tag of ['<h1>', '<ul>', '<ol>', '<table>', '<blockquote>', '<pre>', '<del>'])
      expect(html).toContain(tag)
    expect(html).toMatch(/<input [^>]*type="checkbox"[^>]*aria-label="Done" checked=""\/>/)
  })

  test('lite turns headings into bold paragraphs and images into links', () => {
    const html = render('# Big\n\n![shot](https://cdn.example/s.png)', 'lite')
    expect(html).not.toMatch(/<h\d/)
    expect(html).not.toContain('<img')
    expect(html).toContain('<p><strong>Big</strong></p>')
    expect(html).toContain('href="https://cdn.example/s.png"')
    expect(html).toContain('>shot</a>')
  })

  test('empty source renders nothing', () => {
    expect(render('   \n')).toBe('')
  })

  test('server renders are stable (the browser hydrates the same markup)', () => {
    const source = 'Hi @alice, see [docs](https://example.com) and `code`'
    expect(render(source)).toBe(render(source))
  })
})

describe('Markdown: attachments', () => {
  const fileId = '0b5c6a2e-1f0d-4c1e-9a7b-3d2f1e0c9b8a'
  const content = `/api/files/${fileId}/content`

  test('an attached image shows inline in lite, bounded, and links to the full image in a new tab', () => {
    const tags = tagsOf(render(`Look: ![shot.png](${content})`, 'lite'))
    const image = tags.find((tag) => tag.name === 'img')
    expect(image?.attributes.src).toBe(content)
    expect(image?.attributes.alt).toBe('shot.png')
    expect(image?.attributes.loading).toBe('lazy')
    expect(image?.attributes.class).toContain('max-h-64')
    const link = tags.find((tag) => tag.name === 'a')
    expect(link?.attributes).toMatchObject({ href: content, target: '_blank' })
  })

  test('an attached image shows inline in full too, bounded', () => {
    const image = tagsOf(render(`![shot.png](${content})`)).find((tag) => tag.name === 'img')
    expect(image?.attributes.src).toBe(content)
    expect(image?.attributes.class).toMatch(/max-h-/)
  })

  test('an external image is still a link in lite', () => {
    const html = render('![remote](https://cdn.example/r.png)', 'lite')
    expect(html).not.toContain('<img')
    expect(html).toContain('href="https://cdn.example/r.png"')
    expect(html).toContain('>remote</a>')
  })

  test('an attached file that is not an image is a chip that downloads it', () => {
    for (const variant of ['full', 'lite'] as const) {
      const html = render(`See [report.pdf](${content})`, variant)
      const link = tagsOf(html).find((tag) => tag.name === 'a')
      expect(link?.attributes.href).toBe(`${content}?download=1`)
      expect(link?.attributes.class).toBe('attachment-chip')
      expect(link?.attributes.target).toBeUndefined()
      expect(html).toContain('report.pdf</span></a>')
      expect(html).not.toContain('<img')
    }
  })

  test('other /api/files URLs and an attached image inside a link stay as written', () => {
    const image = tagsOf(render('![b](/api/files/b.png)', 'lite'))
    expect(image.some((tag) => tag.name === 'img')).toBe(false)
    const linked = tagsOf(render(`[![shot](${content})](https://example.com)`))
    expect(linked.filter((tag) => tag.name === 'a').map((tag) => tag.attributes.href)).toEqual([
      'https://example.com',
    ])
    expect(linked.find((tag) => tag.name === 'img')?.attributes.src).toBe(content)
  })
})

describe('Markdown: mentions', () => {
  const mentionLinks = (html: string) =>
    tagsOf(html)
      .filter((tag) => tag.name === 'a' && tag.attributes.class === 'mention')
      .map((tag) => tag.attributes.href)

  test('@username links to the profile', () => {
    const html = render('Thanks @alice and @Bob_99!')
    expect(mentionLinks(html)).toEqual(['/profile/alice', '/profile/bob_99'])
    expect(html).toContain('>@Bob_99</a>')
  })

  test('not in code spans, code blocks or links', () => {
    const html = render(
      '`@alice`\n\n```\n@bob\n```\n\n    @carol\n\n[@dave](https://example.com) <https://x.example/@erin>',
    )
    expect(mentionLinks(html)).toEqual([])
  })

  test('not in e-mail addresses, paths or invalid usernames', () => {
    const html = render(
      'mail frank@example.com, path example.com/@gina, short @ab, reserved @admin, @x'.repeat(1),
    )
    expect(mentionLinks(html)).toEqual([])
  })

  test('inside emphasis, lists, quotes and tables', () => {
    const html = render('**@alice**\n\n- @bob\n\n> @carol\n\n| who |\n|---|\n| @dave |', 'lite')
    expect(mentionLinks(html)).toEqual(['/profile/alice', '/profile/bob', '/profile/carol', '/profile/dave'])
  })
})
