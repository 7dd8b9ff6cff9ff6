export { default } from '@/features/gifts/screens/order-list';
