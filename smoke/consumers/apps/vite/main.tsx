// Vite 8: the stylesheet imported from JavaScript, minified by Lightning CSS (Vite's default).
import 'mcp-elicitation-react/styles.css';
import { mount } from '../../src/app';

mount();
