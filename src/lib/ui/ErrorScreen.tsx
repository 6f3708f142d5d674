interface ErrorScreenProps {
  onGoHome: () => void
  feedbackHref?: string
}

/** The full-page error (app.md section 8): the error has been reported; go home or tell us. */
export function ErrorScreen({ onGoHome, feedbackHref = feedbackFormHref() }: ErrorScreenProps) {
  return (
    <section className="error-screen" role="alert">
      <h1>Something went wrong</h1>
      <p>
        The error has been reported to our team. If it keeps happening, please send us feedback.
      </p>
      <div className="button-row">
        <button type="button" className="button primary" onClick={onGoHome}>
          Go Home
        </button>
        <a className="button" href={feedbackHref}>
          Send feedback
        </a>
      </div>
    </section>
  )
}

/** The contact form on its feedback topic, told the page where the error happened. */
function feedbackFormHref(): string {
  const search = new URLSearchParams({ topic: 'feedback', referrer: window.location.pathname })
  return `/contact?${search.toString()}`
}
