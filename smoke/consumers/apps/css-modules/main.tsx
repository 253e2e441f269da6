// A CSS-modules host: its own classes are modules; the library's stylesheet is global and is
// imported from JavaScript (inside a .module.css its class names would be hashed too).
import 'mcp-elicitation-react/styles.css';
import styles from './app.module.css';
import { mount } from '../../src/app';

mount(styles.panel);
