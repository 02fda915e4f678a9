// The app as a user of a real PenguinHarness server runs it: `omniscope serve --proxy <server>`,
// here in front of the server double (server/testing/penguin-double.ts), both on free ports.
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../../server/index';
import { startPenguinDouble, type PenguinDouble } from '../../server/testing/penguin-double';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

export const USER = 'admin';
export const PASSWORD = 'penguin';

export interface ProxiedDouble {
  double: PenguinDouble;
  app: RunningServer;
  close(): Promise<void>;
}

export async function startProxiedDouble(): Promise<ProxiedDouble> {
  const double = await startPenguinDouble({ heartbeatMs: 1000, users: { [USER]: PASSWORD } });
  const app = await startServer({
    host: '127.0.0.1',
    port: 0,
    staticDir: DIST,
    demo: false,
    // As a user of a server on this machine types it: 127.0.0.1, the name PenguinHarness keeps
    // for its preview pages (the proxy must ask it as localhost).
    proxy: `http://127.0.0.1:${new URL(double.url).port}`,
  });
  return {
    double,
    app,
    close: async () => {
      await app.close();
      await double.close();
    },
  };
}

/** A second project and a second agent, so both steps of the walk are shown (a lone one is picked). */
export function addSecondProjectAndAgent({ double }: ProxiedDouble): void {
  const { catalog } = double;
  catalog.projects.push({ projectId: 'research', role: 'member', ownerUserId: 'admin' });
  catalog.agents.set('research', []);
  catalog.agents.set('default_project', [
    ...(catalog.agents.get('default_project') ?? []),
    { agentId: 'review_agent', name: 'Review Agent', description: 'Reviews changes.' },
  ]);
}

/** Signs in through the form shown in place (inside `within`, when given). */
export async function signIn(page: Page, password = PASSWORD, within?: Locator): Promise<void> {
  const form = (within ?? page).getByTestId('login-form');
  await expect(form).toBeVisible();
  await form.getByTestId('login-user').fill(USER);
  await form.getByTestId('login-password').fill(password);
  await form.getByTestId('login-submit').click();
}

/** The Connect panel's PenguinHarness tab (served with --proxy, the app opens it at start). */
export async function openServerBrowser(page: Page): Promise<void> {
  const panel = page.getByTestId('connect-panel');
  // Served with --proxy the app opens the panel by itself once its config is read, which can
  // come between a look and a click: the click is then refused, and the next look finds it open.
  await expect(async () => {
    if (!(await panel.isVisible()))
      await page.getByTestId('connect-button').click({ timeout: 2000 });
    await expect(panel).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.getByTestId('connect-tab-penguin').click();
  await expect(page.getByTestId('server-browser')).toBeVisible();
}
