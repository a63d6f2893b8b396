// The demo host: every message both ways goes to the log; each control sends one host message.
const { createSportsbook } = window.SportsbookEmbed;
const log = document.getElementById('log');
const signInForm = document.getElementById('sign-in');
const value = (id) => document.getElementById(id).value;

function write(direction, type, payload) {
  const entry = document.createElement('li');
  entry.dataset.direction = direction;
  entry.dataset.type = type;
  entry.textContent = `${direction === 'in' ? '←' : direction === 'out' ? '→' : '!'} ${type} ${JSON.stringify(payload ?? {})}`;
  log.append(entry);
}

const sportsbook = createSportsbook({
  container: document.getElementById('sportsbook'),
  url: window.SPORTSBOOK_URL,
  locale: 'en',
  onSignIn: () => {
    signInForm.hidden = false;
    signInForm.querySelector('input').focus();
  },
  onSignUp: () => write('error', 'host', { note: 'a real host opens its sign-up here' }),
  onDeposit: (payload) => write('error', 'host', { note: 'a real host opens its cashier here', ...payload }),
  onMessage: (direction, message) => write(direction, message.type, message.payload),
  report: (text) => write('error', 'ignored', { text }),
});

signInForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  const reply = await fetch('/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: signInForm.elements.email.value,
      password: signInForm.elements.password.value,
    }),
  }).catch((error) => ({ ok: false, json: async () => ({ message: String(error) }) }));
  const body = await reply.json();
  if (!reply.ok) return write('error', 'sign-in', body);
  signInForm.hidden = true;
  sportsbook.setToken(body.token);
});

const actions = {
  changeLocale: () => sportsbook.changeLocale(value('locale')),
  changeCurrency: () => sportsbook.changeCurrency(value('currency')),
  applyBetCode: () => sportsbook.applyBetCode(value('code')),
  openBetSlip: () => sportsbook.openBetSlip(),
  navigate: () => sportsbook.navigate(value('path')),
  setViewport: () => sportsbook.setViewport({ top: 0, height: window.innerHeight }),
  setOddsFormat: () => sportsbook.setOddsFormat(value('odds')),
  openSearch: () => sportsbook.openSearch(value('query')),
  signOut: () => sportsbook.setToken(null),
};
for (const button of document.querySelectorAll('[data-action]')) {
  button.addEventListener('click', () => {
    try {
      actions[button.dataset.action]();
    } catch (error) {
      write('error', button.dataset.action, { message: error.message });
    }
  });
}
