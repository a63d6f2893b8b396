/** Where the servers under test listen (loopback only), shared by the config and the specs. */
const apiPort = Number(process.env.E2E_API_PORT ?? 4310);
const webPort = Number(process.env.E2E_WEB_PORT ?? 3310);

export const urls = {
  api: `http://127.0.0.1:${apiPort}`,
  web: `http://127.0.0.1:${webPort}`,
  apiPort,
  webPort,
};
