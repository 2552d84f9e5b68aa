import type * as React from 'react'
import { BrandLink, ThemeMenu } from './app-header'
import { SiteFooter } from './site-footer'

/**
 * The spec's blank layout (sign-in, sign-out, 404): brand and theme switch, the content centred; the footer
 * with the language menu below.
 */
export function BlankLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex h-14 w-full max-w-6xl items-center justify-between px-4">
        <BrandLink />
        <ThemeMenu />
      </header>
      <main
        id="main"
        className="flex flex-1 items-start justify-center px-4 pb-16 pt-6 sm:items-center sm:pt-0"
      >
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
