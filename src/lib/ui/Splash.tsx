/** The splash screen: logo and spinner while the app starts (same markup as index.html). */
export function Splash() {
  return (
    <div className="splash" role="status" aria-label="Loading Onchain Studio">
      <img className="splash-logo" src="/icons/logo.svg" alt="" width={72} height={72} />
      <div className="spinner" />
    </div>
  )
}
