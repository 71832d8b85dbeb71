within;
package StickSlip "A shaft in a bearing with Coulomb friction that sticks and slips by events"
end StickSlip;
