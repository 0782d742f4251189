/** Where Stripe.js sends its calls; the browser tests route this origin to the fake Stripe API. */
export const STRIPE_API_ORIGIN = 'https://api.stripe.com'

/**
 * A test copy of Stripe.js, served in place of https://js.stripe.com/<train>/stripe.js. It offers
 * what @stripe/stripe-js and @stripe/react-stripe-js use (Stripe(), elements(), create('payment'),
 * mount, on/off, confirmPayment) and confirms at Stripe's own API address the way Stripe.js does,
 * so it runs under the site's Content-Security-Policy exactly as the real script must.
 * Card 4000 0000 0000 0002 is declined, as in Stripe's test mode.
 */
export function fakeStripeJs(): string {
  return `(() => {
  const API = ${JSON.stringify(STRIPE_API_ORIGIN)};
  function Stripe(publishableKey) {
    if (!String(publishableKey).startsWith('pk_')) throw new Error('Invalid publishable key');
    let mounted = null;
    const stripe = {
      _registerWrapper() {},
      registerAppInfo() {},
      createToken: async () => ({}),
      createPaymentMethod: async () => ({}),
      confirmCardPayment: async () => ({}),
      elements(options) {
        const clientSecret = options && options.clientSecret;
        return {
          _clientSecret: clientSecret,
          update() {},
          getElement() { return mounted; },
          submit: async () => ({}),
          create(type) {
            const handlers = {};
            const element = {
              mount(node) {
                const target = typeof node === 'string' ? document.querySelector(node) : node;
                target.innerHTML = '<label style="display:block;font-weight:600" for="fake-card">Card number</label>' +
                  '<input id="fake-card" name="cardnumber" autocomplete="cc-number" inputmode="numeric" style="width:100%;padding:8px;border:1px solid #94a3b8;border-radius:6px" />';
                mounted = element;
                setTimeout(() => (handlers.ready || []).forEach((h) => h({ elementType: type })), 0);
              },
              on(event, handler) { (handlers[event] = handlers[event] || []).push(handler); return element; },
              off(event, handler) { handlers[event] = (handlers[event] || []).filter((h) => h !== handler); return element; },
              update() {}, unmount() {}, destroy() { mounted = null; },
            };
            return element;
          },
        };
      },
      async confirmPayment({ elements, confirmParams }) {
        const secret = elements._clientSecret;
        const intentId = secret.split('_secret_')[0];
        const card = (document.getElementById('fake-card') || {}).value || '';
        const body = new URLSearchParams({ card_number: card.replace(/\\s+/g, '') });
        const response = await fetch(API + '/v1/payment_intents/' + intentId + '/confirm', {
          method: 'POST',
          headers: { Authorization: 'Bearer sk_test_from_stripe_js', 'Content-Type': 'application/x-www-form-urlencoded' },
          body,
        });
        const intent = await response.json();
        if (intent.status !== 'succeeded') {
          return { error: { type: 'card_error', message: (intent.last_payment_error || {}).message } };
        }
        const url = new URL(confirmParams.return_url);
        url.searchParams.set('payment_intent', intent.id);
        url.searchParams.set('payment_intent_client_secret', secret);
        url.searchParams.set('redirect_status', 'succeeded');
        window.location.assign(url.toString());
        return new Promise(() => {});
      },
    };
    return stripe;
  }
  Stripe.version = 3;
  window.Stripe = Stripe;
})();`
}
