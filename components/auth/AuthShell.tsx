import type { ReactNode } from 'react';

/** The frame of the sign-in pages: one narrow card, centred, readable on a phone. */
export function AuthShell({ title, lead, children, footer }: { title: string; lead?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="container-page flex justify-center py-8 sm:py-12">
      <div className="w-full max-w-md">
        <div className="card p-5 sm:p-8">
          <h1 className="text-2xl font-extrabold">{title}</h1>
          {lead ? <p className="mt-2 text-muted">{lead}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-4 text-center text-sm text-muted">{footer}</div> : null}
      </div>
    </div>
  );
}
