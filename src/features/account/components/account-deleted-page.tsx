import { Link } from '@tanstack/react-router'
import { Button } from '~/components/ui/button'
import { AuthCard, Notice } from './account-layout'

export function AccountDeletedPage() {
  return (
    <AuthCard title="Account deleted">
      <div className="mt-4 grid gap-4">
        <Notice tone="success" title="Your account has been deleted">
          <p>Your profile, sign-in methods and sessions are gone. Thank you for using Parley.</p>
        </Notice>
        <Button asChild>
          <Link to="/">Home</Link>
        </Button>
      </div>
    </AuthCard>
  )
}
