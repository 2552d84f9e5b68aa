import { Link } from '@tanstack/react-router'
import { FileText, Lightbulb, Map as MapIcon, Megaphone, MessageSquare, Server } from 'lucide-react'
import type * as React from 'react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'

const features: { icon: React.ReactNode; title: string; text: string }[] = [
  {
    icon: <Lightbulb />,
    title: 'Feedback that sorts itself',
    text: 'Boards for ideas and bugs. People vote and comment, duplicates get merged, and the most wanted work rises to the top.',
  },
  {
    icon: <MapIcon />,
    title: 'A roadmap people can trust',
    text: 'Move requests from planned to in progress to done. Everyone who asked sees where their idea stands.',
  },
  {
    icon: <Megaphone />,
    title: 'Updates that close the loop',
    text: 'Publish a changelog entry when something ships, linked to the feedback it answers.',
  },
  {
    icon: <MessageSquare />,
    title: 'Discussions and live chat',
    text: 'Long-form threads for decisions, chat for everything quick. What one person writes, everyone sees at once.',
  },
  {
    icon: <FileText />,
    title: 'Files next to the work',
    text: 'Specs, screenshots and exports live in the project they belong to, not in someone’s inbox.',
  },
  {
    icon: <Server />,
    title: 'Yours to host',
    text: 'One command runs Parley on an embedded database. Point it at PostgreSQL to run as many nodes as you need.',
  },
]

export function LandingPage({ signedIn }: { signedIn: boolean }) {
  return (
    <div>
      <section className="mx-auto max-w-6xl px-4 pb-16 pt-14 text-center sm:pt-24">
        <p className="mx-auto mb-4 w-fit rounded-full border border-border px-3 py-1 text-xs font-medium text-muted-foreground">
          Open workspace for product teams
        </p>
        <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">
          Hear your users. Decide together. Ship what matters.
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
          Parley brings feedback boards, a public roadmap, release updates, files, discussions and chat into
          one workspace for each of your teams and projects.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {signedIn ? (
            <Button size="lg" asChild>
              <Link to="/home">Go to your teams</Link>
            </Button>
          ) : (
            <>
              <Button size="lg" asChild>
                <Link to="/sign-in" search={{ mode: 'sign-up' }}>
                  Get started free
                </Link>
              </Button>
              <Button size="lg" variant="outline" asChild>
                <Link to="/sign-in">Sign in</Link>
              </Button>
            </>
          )}
        </div>
      </section>

      <section aria-labelledby="features-heading" className="border-t border-border bg-muted/50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="features-heading" className="text-center text-2xl font-semibold tracking-tight sm:text-3xl">
            Everything a project needs to listen and respond
          </h2>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {features.map((feature) => (
              <li key={feature.title}>
                <Card className="h-full p-5">
                  <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent text-primary [&_svg]:size-5">
                    {feature.icon}
                  </span>
                  <h3 className="mt-4 font-semibold">{feature.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{feature.text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16 text-center">
        <h2 className="text-2xl font-semibold tracking-tight">Organisations, projects, people</h2>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
          Create a team, invite members as owners, admins or members, and give each product its own project.
          Keep a project private to your team, or open its feedback and roadmap to everyone.
        </p>
        {signedIn ? null : (
          <Button className="mt-6" asChild>
            <Link to="/sign-in" search={{ mode: 'sign-up' }}>
              Create your workspace
            </Link>
          </Button>
        )}
      </section>

      {/* The footer (what Parley is, the language menu) is the shell's, on every public page. */}
    </div>
  )
}
