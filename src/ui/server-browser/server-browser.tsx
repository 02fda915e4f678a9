// A PenguinHarness server, browsed the way it is organised (PROTOCOL.md §11): project → agent →
// that agent's sessions. A step with a single choice is skipped. Any 401 shows the sign-in form
// in place, and whatever it interrupted goes on after signing in.
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { LoginForm } from '../live/login-form';
import { refusalText } from '../live/refusal-text';
import { AgentSessions, type SessionActions } from './agent-sessions';
import { browserStoreFor } from '../../live/server-browser/browser-store';
import { ChoiceList } from './choice-list';
import { useT } from '../i18n/language-store';
import { useShellStore } from '../shell/shell-store';

function Crumb({
  id,
  label,
  value,
  onChange,
}: {
  id: 'project' | 'agent';
  label: string;
  value: string;
  onChange?: (() => void) | undefined;
}) {
  const t = useT();
  return (
    <span className="flex items-center gap-1">
      <span className="text-fg-muted">{label}</span>
      <span data-testid={`crumb-${id}`} className="font-medium">
        {value}
      </span>
      {onChange && (
        <button type="button" onClick={onChange} className="text-accent hover:underline">
          {t.serverBrowser.change}
        </button>
      )}
    </span>
  );
}

/** The same in every language: it is typed as it is. */
const PROXY_COMMAND = 'omniscope serve --proxy <server>';

export function ServerBrowser({ base, actions }: { base: string; actions: SessionActions }) {
  const store = browserStoreFor(base);
  const api = store.getState().api;
  const projects = useStore(store, (s) => s.projects);
  const projectId = useStore(store, (s) => s.projectId);
  const agents = useStore(store, (s) => s.agents);
  const agentId = useStore(store, (s) => s.agentId);
  const loginReason = useStore(store, (s) => s.loginReason);
  const error = useStore(store, (s) => s.error);
  const errorCause = useStore(store, (s) => s.errorCause);
  const { start, pickProject, pickAgent, signedIn } = store.getState();
  // This page's own server, when it forwards to none, has no PenguinHarness API to ask.
  const proxied = useShellStore((s) => s.proxied);
  const nowhere = base === '' && proxied === false;
  useEffect(() => {
    if (!nowhere) store.getState().start();
  }, [store, nowhere]);
  const agent = agents?.find((a) => a.agentId === agentId);
  const t = useT();
  const words = t.serverBrowser;
  if (nowhere)
    return (
      <p data-testid="penguin-no-server" className="text-xs text-fg-muted">
        {words.noServer.before} <code className="font-mono whitespace-nowrap">{PROXY_COMMAND}</code>
        {words.noServer.after}
      </p>
    );
  return (
    <div data-testid="server-browser" className="flex flex-col gap-2">
      {loginReason !== null && (
        <LoginForm client={api} onLoggedIn={signedIn} reason={loginReason} />
      )}
      {projectId !== null && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <Crumb
            id="project"
            label={words.project}
            value={projectId}
            onChange={(projects?.length ?? 0) > 1 ? () => pickProject(null) : undefined}
          />
          {agent && (
            <Crumb
              id="agent"
              label={words.agent}
              value={agent.name ?? agent.agentId}
              onChange={(agents?.length ?? 0) > 1 ? () => pickAgent(null) : undefined}
            />
          )}
        </div>
      )}
      {projectId === null && projects && (
        <ChoiceList
          what="project"
          choices={projects.map((p) => ({ id: p.projectId, label: p.projectId, detail: p.role }))}
          onPick={pickProject}
        />
      )}
      {projectId !== null && agentId === null && agents && (
        <ChoiceList
          what="agent"
          choices={agents.map((a) => ({
            id: a.agentId,
            label: a.name ?? a.agentId,
            detail: a.description,
          }))}
          onPick={pickAgent}
        />
      )}
      {projectId !== null && agentId !== null && <AgentSessions store={store} actions={actions} />}
      {error && (
        <p
          data-testid="penguin-error"
          data-cause={errorCause ?? undefined}
          className="text-xs text-danger"
        >
          {errorCause && `${words.cause[errorCause](api.base || words.proxyServer)} `}
          {refusalText(error, t.live)}{' '}
          <button type="button" onClick={start} className="underline">
            {words.retry}
          </button>
        </p>
      )}
    </div>
  );
}
