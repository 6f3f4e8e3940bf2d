// Turns an integer ("fast"/"best_int") tesseract LSTM model back into a float model that
// lstmtraining can continue from: each weight is its int8 value times its row's scale.
// The weights are private members; opening them here lets the library's own code read and write
// the model, so no part of its file format is written again by hand.
#define private public
#define protected public
#include "lstmrecognizer.h"
#include "lstm.h"
#include "fullyconnected.h"
#include "plumbing.h"
#include "tessdatamanager.h"
#include "serialis.h"
#undef private
#undef protected
#include <cstdio>

using namespace tesseract;

static int converted = 0;

static void ToFloat(WeightMatrix &m) {
  if (!m.int_mode_) return;
  int no = m.wi_.dim1(), ni = m.wi_.dim2();
  m.wf_.Resize(no, ni, 0.0f);
  for (int i = 0; i < no; ++i)
    for (int j = 0; j < ni; ++j) m.wf_[i][j] = m.wi_[i][j] * m.scales_[i] * INT8_MAX;
  m.int_mode_ = false;
  m.wi_.Resize(1, 1, 0);
  m.scales_.clear();
  m.shaped_w_.clear();
  converted += 1;
}

static void Walk(Network *network) {
  if (auto *plumbing = dynamic_cast<Plumbing *>(network)) {
    for (auto *child : plumbing->stack_) Walk(child);
  } else if (auto *lstm = dynamic_cast<LSTM *>(network)) {
    for (auto &weights : lstm->gate_weights_) ToFloat(weights);
    if (lstm->softmax_ != nullptr) Walk(lstm->softmax_);
  } else if (auto *full = dynamic_cast<FullyConnected *>(network)) {
    ToFloat(full->weights_);
  }
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s in.traineddata out.lstm\n", argv[0]);
    return 2;
  }
  TessdataManager manager;
  if (!manager.Init(argv[1])) return 1;
  LSTMRecognizer recognizer;
  if (!recognizer.Load(nullptr, "", &manager)) return 1;
  Walk(recognizer.network_);
  recognizer.training_flags_ &= ~TF_INT_MODE;
  std::vector<char> data;
  TFile fp;
  fp.OpenWrite(&data);
  if (!recognizer.Serialize(&manager, &fp)) return 1;
  if (!SaveDataToFile(data, argv[2])) return 1;
  printf("%d matrices to float, %s\n", converted, recognizer.network_->spec().c_str());
  return 0;
}
