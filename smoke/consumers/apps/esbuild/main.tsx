// esbuild: the stylesheet imported from JavaScript, bundled and minified into main.css.
import 'mcp-elicitation-react/styles.css';
import { mount } from '../../src/app';

mount();
