/**
 * The Theming guide's "Languages": type-checked by `tsc --noEmit` and rendered by
 * test/integration/examples.test.tsx.
 */
import { SchemaForm, type SchemaFormProps } from '../../../src/index';
import { ElicitationOutlet, zhCN } from '../../../src/host';
import { createElicitationStore } from '../../../src/store';

const store = createElicitationStore();

export const Chinese = () => <ElicitationOutlet store={store} labels={zhCN} />; // Simplified Chinese
export const OneString = (props: SchemaFormProps) => <SchemaForm {...props} labels={{ schemaForm: { submit: 'Send' } }} />;
export const FromZhCN = () => <ElicitationOutlet store={store} labels={{ ...zhCN, url: { ...zhCN.url, open: '打开链接' } }} />;
