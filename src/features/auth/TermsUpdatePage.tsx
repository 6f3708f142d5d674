import './auth.css'

export function TermsUpdatePage() {
  return (
    <section className="auth-page card">
      <h1>We have updated our terms</h1>
      <p>
        Please review the updated <a href="/terms-and-conditions">terms and conditions</a> and{' '}
        <a href="/privacy-notice">privacy notice</a>.
      </p>
      <a className="button primary" href="/home">
        Continue
      </a>
    </section>
  )
}
