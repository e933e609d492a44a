// frontend.js drives the official browser SDK (unleash-proxy-client) against a Flagstone
// server's frontend API. The Go test (tests/sdk_node_test.go, TestFrontendSDK) sets
// FLAGSTONE_URL, FLAGSTONE_TOKEN and FLAGSTONE_APP and reads one JSON line per phase.
const { UnleashClient, InMemoryStorageProvider, EVENTS } = require('unleash-proxy-client');

const deadline = (ms, what) =>
  setTimeout(() => { console.error(`timed out waiting for ${what}`); process.exit(2); }, ms);

const newClient = (usePOSTrequests) => new UnleashClient({
  url: `${process.env.FLAGSTONE_URL}/api/frontend`,
  clientKey: process.env.FLAGSTONE_TOKEN,
  appName: process.env.FLAGSTONE_APP,
  refreshInterval: 1,
  metricsInterval: 1,
  metricsIntervalInitial: 1,
  storageProvider: new InMemoryStorageProvider(),
  context: { userId: '7', properties: { region: 'eu' } },
  usePOSTrequests,
});

const report = (client, phase) => console.log(JSON.stringify({
  phase,
  enabled: client.isEnabled('fe-user'),
  variant: client.getVariant('fe-user'),
  toggles: client.getAllToggles().map((t) => t.name).sort(),
}));

async function main() {
  const post = newClient(true);
  post.on(EVENTS.ERROR, (err) => { console.error(String(err)); process.exit(3); });
  let timer = deadline(5000, 'the POST client to be ready');
  await new Promise((resolve) => { post.on(EVENTS.READY, resolve); post.start(); });
  clearTimeout(timer);
  report(post, 'post');
  post.stop();

  const client = newClient(false);
  client.on(EVENTS.ERROR, (err) => { console.error(String(err)); process.exit(3); });
  timer = deadline(5000, 'the client to be ready');
  await new Promise((resolve) => { client.on(EVENTS.READY, resolve); client.start(); });
  clearTimeout(timer);
  report(client, 'initial');
  await client.updateContext({ userId: '8' });
  report(client, 'user8');
  await client.updateContext({ userId: '7' });
  report(client, 'user7');
  timer = deadline(8000, 'metrics to be sent');
  client.once(EVENTS.SENT, () => {
    clearTimeout(timer);
    console.log(JSON.stringify({ phase: 'sent' }));
    client.stop();
    process.exit(0);
  });
}

main().catch((err) => { console.error(String(err)); process.exit(4); });
