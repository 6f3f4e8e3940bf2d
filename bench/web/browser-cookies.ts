import WebSocket from 'ws';

/**
 * Puts exactly these cookies in the Lighthouse browser's jar (DevTools protocol, Storage domain). A page that
 * sets its own cookie (the time-zone cookie, decision 064) makes Chromium send the jar's Cookie header instead
 * of an extra one, so a session passed as an extra header would be lost from the second request on.
 */
export async function setBrowserCookies(port: number, url: string, cookieHeader: string | undefined): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let id = 0;
  const send = (method: string, params: object = {}) =>
    new Promise<void>((resolve, reject) => {
      const call = ++id;
      const onMessage = (data: WebSocket.RawData) => {
        const answer = JSON.parse(String(data)) as { id?: number; error?: { message: string } };
        if (answer.id !== call) return;
        socket.off('message', onMessage);
        if (answer.error) reject(new Error(`${method}: ${answer.error.message}`));
        else resolve();
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id: call, method, params }));
    });
  try {
    await send('Storage.clearCookies');
    const cookies = (cookieHeader ?? '')
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url }));
    if (cookies.length > 0) await send('Storage.setCookies', { cookies });
  } finally {
    socket.close();
  }
}
