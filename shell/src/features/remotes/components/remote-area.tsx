import { useState } from 'react';
import { getRemoteAppComponent } from '../utils/get-remote-app-component';
import type { RemoteName } from '../utils/load-remote-app';
import { RemoteBoundary } from './remote-boundary';

export type RemoteAreaProps = {
  remote: RemoteName;
};

/** Mounts a remote's './App' (loaded on first use) inside its own boundary. */
export function RemoteArea({ remote }: RemoteAreaProps) {
  // Bumped by a retry so that the lazy component is looked up again (a failed one has been dropped).
  const [attempt, setAttempt] = useState(0);
  const RemoteApp = getRemoteAppComponent(remote);
  return (
    <RemoteBoundary key={attempt} remote={remote} onRetry={() => setAttempt((value) => value + 1)}>
      <RemoteApp />
    </RemoteBoundary>
  );
}
