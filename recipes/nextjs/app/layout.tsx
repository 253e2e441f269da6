import type { ReactNode } from 'react';
import 'mcp-elicitation-react/styles.css';

export const metadata = { title: 'Elicitation recipe' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
