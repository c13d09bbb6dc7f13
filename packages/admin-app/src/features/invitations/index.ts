export { MyInvitations } from './my-invitations';
