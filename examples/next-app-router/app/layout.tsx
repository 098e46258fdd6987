import '@elicit-kit/react/styles.css';
import type { ReactNode } from 'react';

export const metadata = { title: 'Elicit Kit · Next.js App Router' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '40rem', margin: '2rem auto', padding: '0 1rem' }}>{children}</body>
    </html>
  );
}
