/** The words of tins, moulds, trays and dishes: one list with the reader's (parse/document/equipmentWords). */
export { EQUIPMENT_WORDS } from '../parse/document/equipmentWords';
