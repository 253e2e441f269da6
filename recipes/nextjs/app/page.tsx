// A server component: the page is rendered on the server; the host is a client component.
import { Calls } from './calls';
import { Elicitations } from './elicitations';

export default function Page() {
  return (
    <main>
      <h1>Chat</h1>
      <Calls />
      <Elicitations />
    </main>
  );
}
