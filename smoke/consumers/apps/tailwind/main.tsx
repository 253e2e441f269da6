import './app.css';
import { mount } from '../../src/app';

mount('p-4');
