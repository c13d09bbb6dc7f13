// The way the admin app uses the kit: the whole stylesheet (reset, tokens, components).
import './host.css';
import '@food-admin/ui/styles.css';
import { mount } from './mount';

mount();
