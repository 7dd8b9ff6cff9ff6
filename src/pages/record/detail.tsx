export { default } from '@/features/gifts/screens/order-detail';
