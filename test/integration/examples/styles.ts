/** The Theming guide's "Styles": the stylesheet is one opt-in import (type-checked by `tsc --noEmit`). */
import '../../../src/theme/styles.css'; // opt-in, one file
