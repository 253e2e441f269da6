import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../../src/theme/styles.css';
import './demo.css';
import { App } from './app';
import { AppForm } from './app-forms';
import { ElicitationProvider } from '../../../src/index';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Form requests that bring their server's own app are drawn by it (app-forms.ts). */}
    <ElicitationProvider components={{ AppForm }}>
      <App />
    </ElicitationProvider>
  </StrictMode>,
);
