import { renderToStaticMarkup } from 'react-dom/server'
import { siGithub, siX } from 'simple-icons'
import { describe, expect, it } from 'vitest'
import { hasProviderMark, SocialProviderMark } from './social-provider-mark'

describe('SocialProviderMark', () => {
  it("draws the provider's simple-icons mark in the text colour, hidden from screen readers", () => {
    const html = renderToStaticMarkup(<SocialProviderMark id="github" name="GitHub" />)
    expect(html).toContain(`d="${siGithub.path}"`)
    expect(html).toContain('fill="currentColor"')
    expect(html).toContain('aria-hidden="true"')
    expect(html).not.toContain('>G<')
  })

  it('uses the X mark for Twitter', () => {
    expect(renderToStaticMarkup(<SocialProviderMark id="twitter" name="X (Twitter)" />)).toContain(siX.path)
  })

  it('falls back to a neutral initial for providers simple-icons does not carry', () => {
    for (const [id, name] of [
      ['microsoft', 'Microsoft'],
      ['slack', 'Slack'],
      ['cognito', 'Amazon Cognito'],
    ]) {
      expect(hasProviderMark(id as string)).toBe(false)
      const html = renderToStaticMarkup(<SocialProviderMark id={id as string} name={name as string} />)
      expect(html).not.toContain('<svg')
      expect(html).toContain(`>${(name as string).charAt(0)}</span>`)
    }
  })
})
