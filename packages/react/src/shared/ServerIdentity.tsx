import type { ServerIdentity as ServerIdentityValue } from '@elicit-kit/core';
import { usePart } from './part.js';

/** Props of {@link ServerIdentity}. */
export interface ServerIdentityProps {
  /** The host's own, trusted description of the asking server (never taken from the request). */
  server: ServerIdentityValue;
  /** The label before the name, e.g. "Request from". */
  label: string;
  /** Id for `aria-labelledby` on the surrounding region. */
  id?: string;
  /** Render without the kit's class names (overrides the provider's `unstyled`). */
  unstyled?: boolean | undefined;
}

/**
 * "Who asks": the host-supplied server name, visually apart from anything the server
 * wrote. The technical `name` is shown beside a friendlier `title` so two servers with the
 * same title can still be told apart.
 */
export function ServerIdentity({ server, label, id, unstyled }: ServerIdentityProps) {
  const part = usePart(unstyled);
  const name = typeof server?.name === 'string' ? server.name : '';
  const title = typeof server?.title === 'string' && server.title !== name ? server.title : undefined;
  return (
    <div className={part('server')} data-ek-part="server" id={id}>
      {typeof server?.icon === 'string' && server.icon ? <img className={part('server-icon')} src={server.icon} alt="" width={20} height={20} /> : null}
      {/* Plain text, muted by the row's own colour (theme/base.css): one element fewer in every frame. */}
      {label}{' '}
      <strong className={part('server-name')} dir="auto">
        {title ?? name}
      </strong>
      {title ? (
        <span className={part('server-id')} dir="ltr">
          {' '}
          ({name})
        </span>
      ) : null}
    </div>
  );
}
