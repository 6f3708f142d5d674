import { sandboxCheckoutMessageSource } from '@/core/api/payments'

/*
 * The sandbox checkout page's script and stylesheet, served from our origin so the page needs
 * no inline code. The script submits the test card, then forwards the Paddle.js-shaped event to
 * the window that opened the checkout (same origin only) as
 * {source: 'studio-sandbox-checkout', event: {name, data}}.
 */

export const sandboxScript = `'use strict'
;(function () {
  var source = ${JSON.stringify(sandboxCheckoutMessageSource)}
  var form = document.getElementById('checkout')
  function notify(event) {
    var target = window.opener || (window.parent !== window ? window.parent : null)
    if (target) target.postMessage({ source: source, event: event }, window.location.origin)
  }
  if (!form) return
  var errorBox = document.getElementById('error')
  var pay = document.getElementById('pay')
  notify({ name: 'checkout.loaded' })
  document.getElementById('cancel').addEventListener('click', function () {
    notify({ name: 'checkout.closed' })
    window.close()
  })
  form.addEventListener('submit', function (e) {
    e.preventDefault()
    errorBox.hidden = true
    pay.disabled = true
    var fields = new FormData(form)
    var body = {
      priceId: form.dataset.priceId,
      trial: form.dataset.trial === '1',
      card: {
        name: String(fields.get('name') || ''),
        number: String(fields.get('number') || ''),
        expiry: String(fields.get('expiry') || ''),
        cvc: String(fields.get('cvc') || ''),
      },
    }
    fetch('/payments/v1/sandbox/checkout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
      .then(function (res) {
        return res.json().then(function (json) {
          if (!res.ok) throw new Error(json.message || 'Payment failed')
          return json
        })
      })
      .then(function (event) {
        notify(event)
        form.hidden = true
        document.getElementById('done').hidden = false
      })
      .catch(function (err) {
        notify({ name: 'checkout.error' })
        errorBox.textContent = err.message
        errorBox.hidden = false
        pay.disabled = false
      })
  })
})()
`

export const sandboxStyle = `:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; display: flex; justify-content: center; padding: 32px 16px; }
main { width: 100%; max-width: 420px; }
h1 { margin: 4px 0; font-size: 1.5rem; }
.badge { display: inline-block; margin: 0; padding: 2px 8px; border-radius: 4px; background: #f5a623; color: #000; font-size: 0.75rem; font-weight: 600; text-transform: uppercase; }
.price { font-size: 1.125rem; margin: 4px 0; }
.cycle, .hint { color: GrayText; font-size: 0.875rem; }
form { display: grid; gap: 12px; margin-top: 16px; }
label { display: grid; gap: 4px; font-size: 0.875rem; }
input { padding: 8px; font-size: 1rem; border: 1px solid GrayText; border-radius: 4px; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.actions { display: flex; justify-content: flex-end; gap: 8px; }
button { padding: 8px 16px; font-size: 1rem; border-radius: 4px; border: 1px solid #3b6ef5; background: #3b6ef5; color: #fff; cursor: pointer; }
button.secondary { background: transparent; color: inherit; border-color: GrayText; }
button:disabled { opacity: 0.6; cursor: progress; }
.error { color: #d0342c; }
.done { font-weight: 600; }
`
