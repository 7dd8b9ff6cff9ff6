export { default } from '@/features/account/screens/logoff';
