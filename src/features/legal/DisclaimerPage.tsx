import { LegalPage } from './LegalPage'
import { LegalSection } from './LegalSection'
import { legalVersionDate } from './legalEntity'

interface DisclaimerSection {
  id: string
  title: string
  paragraphs: readonly string[]
}

// The disclaimer text is fixed (app.md section 1): change it only together with the legal review.
const disclaimerSections: readonly DisclaimerSection[] = [
  {
    id: 'no-advice',
    title: 'No financial or investment advice',
    paragraphs: [
      'The information provided by Onchain Studio, including charts, metrics, indicators, dashboards, workbenches, alerts, articles, assistant answers and any other content, is for general information and educational purposes only. It is not financial advice, not investment advice, and not trading, legal, tax or accounting advice.',
      'Nothing in the service is an offer, solicitation or recommendation to buy, sell or hold any crypto asset, security or other financial instrument, or to follow any particular strategy.',
    ],
  },
  {
    id: 'not-tailored',
    title: 'Not tailored to you',
    paragraphs: [
      'The information is not tailored to your personal circumstances. It does not take into account your investment objectives, financial situation, knowledge, experience or tolerance for risk. Before making any financial decision, consider whether it suits your situation and, where appropriate, seek advice from an independent, licensed professional.',
    ],
  },
  {
    id: 'lmm-and-signals',
    title: 'Large market model outputs and signals',
    paragraphs: [
      'Some features show outputs of our large market model (LMM) and trading signals, such as risk-on and risk-off readings, cycle indices and Sharpe-based signals. These are statistical indications derived from historical and current data by automated models. They are not recommendations and not forecasts that any event will occur.',
      'Models can be wrong, can be based on incomplete, delayed or revised data, and can behave differently in market conditions that did not occur in the data they were built on. The same signal may be shown to many users at the same time. Always treat model outputs as one input among many.',
    ],
  },
  {
    id: 'past-performance',
    title: 'Past performance',
    paragraphs: [
      'Past performance is not a reliable indicator of future results. Backtests and historical charts show how a metric or a formula would have behaved on past data, with the benefit of hindsight and without all real-world costs, slippage and liquidity constraints. Results achieved in a backtest may not be achievable in live markets.',
    ],
  },
  {
    id: 'risk',
    title: 'Risk and accuracy',
    paragraphs: [
      'Crypto assets are highly volatile and you can lose some or all of the money you invest. Data is collected from blockchains, exchanges and other third-party sources and is provided as is; it may be incomplete, delayed or inaccurate. We do not guarantee the accuracy, completeness or timeliness of any information and accept no liability for losses arising from its use.',
    ],
  },
  {
    id: 'own-research',
    title: 'Do your own research',
    paragraphs: [
      'Do your own research. Verify information from several independent sources, understand the assets and risks involved, and make your own decisions. You alone are responsible for your investment and trading decisions and for their consequences.',
    ],
  },
]

/** The fixed disclaimer, one string per paragraph, for reuse outside this page. */
export const disclaimerText: readonly string[] = disclaimerSections.flatMap((s) => s.paragraphs)

/** The disclaimer page (route /bss-disclaimer); its text is fixed. */
export function DisclaimerPage() {
  return (
    <LegalPage title="Disclaimer" lastUpdated={legalVersionDate}>
      {disclaimerSections.map((section) => (
        <LegalSection key={section.id} id={section.id} title={section.title}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </LegalSection>
      ))}
    </LegalPage>
  )
}
