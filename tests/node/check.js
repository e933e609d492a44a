// check.js drives the official Unleash Node SDK against a Flagstone server. The Go test
// (tests/sdk_node_test.go) sets FLAGSTONE_URL, FLAGSTONE_TOKEN and FLAGSTONE_APP, reads one
// JSON line per phase from stdout, and changes the flag after the first one.
const { initialize, InMemStorageProvider } = require('unleash-client');

const deadline = (ms, what) =>
  setTimeout(() => { console.error(`timed out waiting for ${what}`); process.exit(2); }, ms);

const unleash = initialize({
  url: `${process.env.FLAGSTONE_URL}/api/`,
  appName: process.env.FLAGSTONE_APP,
  instanceId: 'node-1',
  customHeaders: { Authorization: process.env.FLAGSTONE_TOKEN },
  refreshInterval: 100,
  metricsInterval: 200,
  storageProvider: new InMemStorageProvider(),
});
unleash.on('error', (err) => { console.error(String(err)); process.exit(3); });

const report = (phase) => console.log(JSON.stringify({
  phase,
  user7: unleash.isEnabled('node-flag', { userId: '7' }),
  user8: unleash.isEnabled('node-flag', { userId: '8' }),
  variant: unleash.getVariant('node-variants', { userId: '1' }),
}));

const syncTimer = deadline(5000, 'the first sync');
unleash.once('synchronized', () => {
  clearTimeout(syncTimer);
  report('initial');
  const timer = deadline(5000, 'the changed flag');
  const poll = setInterval(() => {
    if (unleash.isEnabled('node-flag', { userId: '8' })) {
      clearInterval(poll);
      clearTimeout(timer);
      report('changed');
      const sent = deadline(5000, 'metrics to be sent');
      unleash.once('sent', () => { clearTimeout(sent); console.log(JSON.stringify({ phase: 'sent' })); unleash.destroy(); });
    }
  }, 50);
});
