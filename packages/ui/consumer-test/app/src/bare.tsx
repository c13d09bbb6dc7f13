// A host with its own reset: only the tokens and the components.
import './host.css';
import '@food-admin/ui/tokens.css';
import '@food-admin/ui/components.css';
import { mount } from './mount';

mount();
