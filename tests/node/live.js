// live.js runs the official Unleash Node SDK in one of its live modes against a Flagstone
// server: FLAGSTONE_MODE=streaming (Server-Sent Events, /api/client/streaming) or
// FLAGSTONE_MODE=delta (delta polling, /api/client/delta, every 50 ms). The Go tests and
// benchmarks (tests/clientapi_sdk_live_test.go) change FLAGSTONE_FLAG and read one JSON
// line each time the SDK sees its state change: {"enabled":…,"mode":…}. It ends when its
// standard input closes.
const { initialize, InMemStorageProvider } = require('unleash-client');

const mode = process.env.FLAGSTONE_MODE;
const flag = process.env.FLAGSTONE_FLAG;
const unleash = initialize({
  url: `${process.env.FLAGSTONE_URL}/api/`,
  appName: process.env.FLAGSTONE_APP,
  instanceId: `live-${mode}`,
  customHeaders: { Authorization: process.env.FLAGSTONE_TOKEN },
  refreshInterval: mode === 'delta' ? 50 : 15000,
  disableMetrics: true,
  storageProvider: new InMemStorageProvider(),
  experimentalMode: mode === 'streaming' ? { type: 'streaming' } : { type: 'polling', format: 'delta' },
});
unleash.on('error', (err) => { console.error(String(err)); process.exit(3); });
unleash.on('warn', (msg) => console.error(`warn: ${msg}`));

let last;
const report = () => {
  if (!unleash.isSynchronized()) return; // the first change lands before the SDK is ready
  const enabled = unleash.isEnabled(flag);
  if (enabled !== last) {
    last = enabled;
    console.log(JSON.stringify({ enabled, mode: unleash.repository.getMode() }));
  }
};
unleash.on('changed', report);
unleash.on('synchronized', report);

process.stdin.on('end', () => { unleash.destroy(); process.exit(0); });
process.stdin.resume();
