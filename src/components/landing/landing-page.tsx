import { Link } from '@tanstack/react-router'
import { FileText, Lightbulb, Map as MapIcon, Megaphone, MessageSquare, Server } from 'lucide-react'
import type * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import type { MessageKey } from '~/lib/i18n/catalogue'

const features: { icon: React.ReactNode; title: MessageKey<'landing'>; text: MessageKey<'landing'> }[] = [
  { icon: <Lightbulb />, title: 'features.feedback.title', text: 'features.feedback.text' },
  { icon: <MapIcon />, title: 'features.roadmap.title', text: 'features.roadmap.text' },
  { icon: <Megaphone />, title: 'features.updates.title', text: 'features.updates.text' },
  { icon: <MessageSquare />, title: 'features.discussions.title', text: 'features.discussions.text' },
  { icon: <FileText />, title: 'features.files.title', text: 'features.files.text' },
  { icon: <Server />, title: 'features.hosting.title', text: 'features.hosting.text' },
]

export function LandingPage({ signedIn }: { signedIn: boolean }) {
  const t = useT('landing')
  return (
    <div>
      <section className="mx-auto max-w-6xl px-4 pb-16 pt-14 text-center sm:pt-24">
        <p className="mx-auto mb-4 w-fit rounded-full border border-border px-3 py-1 text-xs font-medium text-muted-foreground">
          {t('hero.badge')}
        </p>
        <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">{t('hero.title')}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">{t('hero.intro')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {signedIn ? (
            <Button size="lg" asChild>
              <Link to="/home">{t('hero.goToTeams')}</Link>
            </Button>
          ) : (
            <>
              <Button size="lg" asChild>
                <Link to="/sign-in" search={{ mode: 'sign-up' }}>
                  {t('hero.getStarted')}
                </Link>
              </Button>
              <Button size="lg" variant="outline" asChild>
                <Link to="/sign-in">{t('hero.signIn')}</Link>
              </Button>
            </>
          )}
        </div>
      </section>

      <section aria-labelledby="features-heading" className="border-t border-border bg-muted/50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="features-heading" className="text-center text-2xl font-semibold tracking-tight sm:text-3xl">
            {t('features.heading')}
          </h2>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {features.map((feature) => (
              <li key={feature.title}>
                <Card className="h-full p-5">
                  <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent text-primary [&_svg]:size-5">
                    {feature.icon}
                  </span>
                  <h3 className="mt-4 font-semibold">{t(feature.title)}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{t(feature.text)}</p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16 text-center">
        <h2 className="text-2xl font-semibold tracking-tight">{t('teams.heading')}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">{t('teams.text')}</p>
        {signedIn ? null : (
          <Button className="mt-6" asChild>
            <Link to="/sign-in" search={{ mode: 'sign-up' }}>
              {t('teams.create')}
            </Link>
          </Button>
        )}
      </section>

      {/* The footer (what Parley is, the language menu) is the shell's, on every public page. */}
    </div>
  )
}
