// esbuild: the stylesheet imported from JavaScript, bundled and minified beside the script.
import 'mcp-elicitation-react/styles.css';
import { mount } from '../../src/app';

mount();
