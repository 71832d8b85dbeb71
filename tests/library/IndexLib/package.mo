within;
package IndexLib "Small electrical and mechanical components whose connections make high-index DAEs"
end IndexLib;
